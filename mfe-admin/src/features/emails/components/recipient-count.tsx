import { Text } from '@mantine/core';
import type { RecipientCount as Count } from '../api/emails-api';
import { participants } from '../lib/recipients';

export interface RecipientCountProps {
  count: Count | null;
  counting: boolean;
  failed: boolean;
}

const SAMPLE_SHOWN = 5;

/** "This e-mail will go to N participants." with a few of the addresses, read out on change. */
export function RecipientCount({ count, counting, failed }: RecipientCountProps) {
  let text = '';
  if (counting) text = 'Counting recipients…';
  else if (failed) text = 'The recipients could not be counted.';
  else if (count) {
    const sample = count.sample.slice(0, SAMPLE_SHOWN).join(', ');
    const more = count.recipients > SAMPLE_SHOWN ? ', …' : '';
    text = `This e-mail will go to ${participants(count.recipients)}.${
      sample ? ` For example: ${sample}${more}` : ''
    }`;
  }
  return (
    <Text size="sm" aria-live="polite" mih="1.5em">
      {text}
    </Text>
  );
}
