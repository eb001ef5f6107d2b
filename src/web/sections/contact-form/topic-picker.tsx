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
 * jump: one row of three (the seeded topics) from 320 px on.
 */
const TOPIC_AREA = 'mt-3 min-h-11';

/**
 * The topic buttons: native radio buttons styled as pills, so the group has radio-group
 * semantics and keyboard behaviour (Tab into the group, arrow keys to choose) for free.
 */
export function TopicPicker({ recipients, selected, onSelect }: TopicPickerProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  if (!recipients) {
    return (
      <p className={`${TOPIC_AREA} flex items-center text-muted`}>
        {t('contact-form.topic.loading')}
      </p>
    );
  }
  return (
    // Equal segments, as many to a row as fit at 4.5rem each: three in the form's 230 px on a
    // 320 px phone, so no topic sits alone on a row of its own (issue 37.5).
    <div className={`${TOPIC_AREA} grid grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))] gap-1.5`}>
      {recipients.map((recipient) => (
        <label key={recipient.id} className="relative flex">
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
              'flex min-h-11 w-full cursor-pointer items-center justify-center rounded-full border-2 border-navy-900 px-1 py-2 font-semibold whitespace-nowrap text-navy-900 max-[359px]:text-[0.9375rem] ' +
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
