import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipient } from '../../lib/contact-api';
import { topicLabel } from './topic-label';

interface TopicPickerProps {
  recipients: Recipient[] | undefined;
  selected: Recipient | undefined;
  onSelect: (recipient: Recipient) => void;
}

/**
 * The same height while the topics load and once they are there, so the form below does not
 * jump: two rows of buttons on a phone (three topics wrap there in German), one from 640 px.
 */
const TOPIC_AREA = 'mt-3 flex min-h-25 sm:min-h-11';

/**
 * The topic buttons: native radio buttons styled as pills, so the group has radio-group
 * semantics and keyboard behaviour (Tab into the group, arrow keys to choose) for free.
 */
export function TopicPicker({ recipients, selected, onSelect }: TopicPickerProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  if (!recipients) {
    return (
      <p className={`${TOPIC_AREA} items-center text-muted`}>{t('contact-form.topic.loading')}</p>
    );
  }
  return (
    <div className={`${TOPIC_AREA} flex-wrap content-start gap-3`}>
      {recipients.map((recipient) => (
        <label key={recipient.id} className="relative">
          <input
            type="radio"
            name={name}
            value={recipient.topic}
            checked={selected?.id === recipient.id}
            onChange={() => onSelect(recipient)}
            className="peer sr-only"
          />
          <span
            className={
              'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-navy-900 px-5 py-2 font-semibold text-navy-900 ' +
              'transition-colors duration-(--duration-ui) hover:bg-navy-100 ' +
              'peer-checked:bg-navy-900 peer-checked:text-white ' +
              'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent'
            }
          >
            {topicLabel(recipient.topic, { t, exists: (key) => i18n.exists(key) })}
          </span>
        </label>
      ))}
    </div>
  );
}
