/** What the label needs from the page's texts (i18next's `t` and `exists`). */
export interface TopicTexts {
  t: (key: string) => string;
  exists: (key: string) => boolean;
}

/**
 * Only a one-word topic can name a text key: anything with spaces, dots or colons ("Wholesale
 * EU", "Sales: DACH") would be read as a path or a namespace by the lookup.
 */
const KEYABLE_TOPIC = /^[a-z0-9_-]+$/;

/**
 * The button text of a recipient's topic. Topics are data an operator adds through the API
 * (docs/server.md), so only the ones the locale files know (`contact-form.topics.sales`,
 * `.support`, `.press`) are translated; any other shows as stored, never as its text key
 * (docs/decisions/085-contact-topic-labels.md).
 */
export function topicLabel(topic: string, { t, exists }: TopicTexts): string {
  const name = topic.trim().toLowerCase();
  const key = `contact-form.topics.${name}`;
  return KEYABLE_TOPIC.test(name) && exists(key) ? t(key) : topic;
}
