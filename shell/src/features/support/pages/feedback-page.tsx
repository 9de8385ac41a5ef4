import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { pathBefore } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useSendFeedbackMutation } from '../api/support-api';

/** Spec 3 s8 and s5 "Feedback requires ... feedback text". */
export const FEEDBACK_FAILED = 'Sorry, there was an error sending your feedback.';
export const FEEDBACK_NEEDED = 'Please write your feedback.';
export const FEEDBACK_SENT = 'Thank you for your feedback.';
/** Spec 3 s4: leaving an unfinished dialog asks "Incomplete". */
const INCOMPLETE = 'Incomplete';

/**
 * /feedback, the full-screen "Feedback" dialog (spec 3 s2): the signed-in participant writes
 * what they think (the server keeps who and from which page); leaving with unsent text asks
 * "Incomplete". Closing returns to the page before.
 */
export function FeedbackPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [previous] = useState(() => pathBefore(pathname));
  const [send, sending] = useSendFeedbackMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const done = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !done.current && text.trim() !== '' && currentLocation.pathname !== nextLocation.pathname,
    [text],
  );
  const blocker = useBlocker(shouldBlock);
  const leave = () => void navigate(previous ?? paths['go.u.home']);

  const submit = async () => {
    if (!text.trim()) {
      setProblem(FEEDBACK_NEEDED);
      return;
    }
    setProblem(null);
    try {
      await send({ content: text.trim(), ...(previous ? { page: previous } : {}) }).unwrap();
      done.current = true;
      setSent(true);
    } catch {
      setProblem(FEEDBACK_FAILED);
    }
  };

  return (
    <Modal
      opened
      onClose={leave}
      fullScreen
      title="Feedback"
      closeButtonProps={{ 'aria-label': 'Close feedback' }}
    >
      <Stack maw={640} mx="auto">
        {sent ? (
          <>
            <Alert color="green" variant="light" role="status">
              {FEEDBACK_SENT}
            </Alert>
            <Button onClick={leave} w="fit-content">
              Close
            </Button>
          </>
        ) : (
          <>
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Textarea
              label="Your feedback"
              required
              autosize
              minRows={5}
              maxLength={5000}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group>
              <Button loading={sending.isLoading} onClick={() => void submit()}>
                Send feedback
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={INCOMPLETE}
        withCloseButton={false}
        centered
      >
        <Stack gap="md">
          <Text>You have not sent your feedback.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
            <Button onClick={() => blocker.reset?.()} data-autofocus>
              Stay and finish
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
