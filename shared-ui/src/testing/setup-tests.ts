import '@testing-library/jest-dom';

// No test opens a real socket: realtime events are simulated with `emitRealtimeEvent`.
jest.mock('socket.io-client', () => {
  const socket = { on: jest.fn(), onAny: jest.fn(), emit: jest.fn(), disconnect: jest.fn() };
  return { io: jest.fn(() => socket) };
});
