import { act, fireEvent, screen } from '@testing-library/react';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { renderWithProviders, startFakeClock } from '@wellness/shared-ui/testing';
import { IdleTimeout } from './idle-timeout';

const MINUTE = 60_000;

/** A page with a dialog of its own, open when the user walks away. */
function Page() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <h1>Home</h1>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Log an activity">
        Choose a feeling
      </Modal>
      <IdleTimeout />
    </>
  );
}

function renderIdle() {
  const clock = startFakeClock();
  const view = renderWithProviders(<Page />, { route: '/home', path: '/home' });
  return { ...clock, ...view };
}

const countdown = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const timeLeft = () => screen.getByRole('timer', { name: 'Time left' }).textContent;

afterEach(() => jest.useRealTimers());

describe('the idle timeout (spec 1 s7)', () => {
  it('after 20 minutes without a keepalive closes dialogs, counts down from 5:00 and logs out at 0', async () => {
    const { advance, router } = renderIdle();
    expect(screen.getByRole('dialog', { name: 'Log an activity' })).toBeInTheDocument();
    await advance(500); // the watch starts
    await advance(20 * MINUTE - 1);
    expect(countdown()).not.toBeInTheDocument();

    await advance(1);
    expect(countdown()).toBeInTheDocument();
    expect(timeLeft()).toBe('5:00');
    expect(screen.queryByRole('dialog', { name: 'Log an activity' })).not.toBeInTheDocument();

    // Moving the mouse does not stop the countdown: only Stay does.
    fireEvent.mouseMove(document.body);
    await advance(1000);
    expect(timeLeft()).toBe('4:59');
    await advance(4 * MINUTE + 58_000);
    expect(timeLeft()).toBe('0:01');
    expect(router.state.location.pathname).toBe('/home');
    await advance(1000);
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('keeps watching while the user is there: each keepalive starts the 20 minutes again', async () => {
    const { advance } = renderIdle();
    await advance(500);
    for (let step = 0; step < 3; step += 1) {
      await advance(19 * MINUTE);
      fireEvent.keyDown(document.body, { key: 'a' });
    }
    expect(countdown()).not.toBeInTheDocument();
    await advance(20 * MINUTE);
    expect(countdown()).toBeInTheDocument();
  });

  it('Stay ends the countdown and starts watching again', async () => {
    const { advance, router } = renderIdle();
    await advance(500);
    await advance(20 * MINUTE);
    await advance(30_000);
    expect(timeLeft()).toBe('4:30');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Stay' })));
    expect(countdown()).not.toBeInTheDocument();
    await advance(5 * MINUTE);
    expect(router.state.location.pathname).toBe('/home');
    await advance(15 * MINUTE);
    expect(countdown()).toBeInTheDocument();
    expect(timeLeft()).toBe('5:00');
  });
});
