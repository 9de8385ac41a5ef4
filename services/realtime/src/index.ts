export { realtimeApp } from './app';
export { parseDomainEvent, roomOf } from './events';
export { NOT_A_MEMBER } from './rooms';
export type { ClientToServerEvents, MembershipAck, ServerToClientEvents } from './sockets';
