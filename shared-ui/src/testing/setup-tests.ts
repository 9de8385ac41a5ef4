import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { failOnUnexpectedRequests, mockFetch } from './fetch-mock';

// Ceilings, not sleeps: every wait ends as soon as its condition holds. On a busy machine (the
// 2 cores are shared with other suites) a whole-portal render can pass Testing Library's 1 s and
// a multi-dialog test Jest's 5 s; render-week-page already allowed its tests the same. The
// shell's frame now shows its signed-in parts from a lazy chunk (issue 18), one Suspense reveal
// later than the first render: a file's first portal render gets 5 s.
configure({ asyncUtilTimeout: 5000 });
// 60 s a test: a passing test takes no longer, and on a loaded CI machine whose host takes
// back CPU a click-through of 45 tips took over 20 s.
jest.setTimeout(60_000);

// No test reaches a real network: until a test declares its answers with `mockFetch`, every
// request is unexpected. A request no route answers fails the test that sent it.
beforeEach(() => mockFetch({}));
afterEach(failOnUnexpectedRequests);
afterAll(failOnUnexpectedRequests);

// Mantine keeps notifications in a module-level store: no toast leaks into the next test.
// Cleaning re-renders a still-mounted <Notifications />, hence act().
afterEach(() => act(() => notifications.clean()));

// No test opens a real socket: realtime events are simulated with `emitRealtimeEvent`.
jest.mock('socket.io-client', () => {
  const socket = { on: jest.fn(), onAny: jest.fn(), emit: jest.fn(), disconnect: jest.fn() };
  return { io: jest.fn(() => socket) };
});
