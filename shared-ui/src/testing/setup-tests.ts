import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { failOnUnexpectedRequests, mockFetch } from './fetch-mock';

// Ceilings, not sleeps: every wait ends as soon as its condition holds, so a passing test takes
// no longer for them. They are the only ones: a test passes no lower limit of its own. On CI
// the 2 cores run these suites beside the service suites and the journeys (load 10-12), where a
// first render that takes 0.3 s here took over 5 s. A wait may take 30 s, a test 90 s (as the
// service tests).
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(90_000);

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
