import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { ApiTarget } from '../scripts/api-client';
import { call } from './writes';

/** As the shell's realtime client (shared-ui): reconnection every 3 s, without end. */
const RECONNECTION_DELAY_MS = 3000;
const SERVICE_UNAVAILABLE = 'Service unavailable';
/** The messages list's largest page (services/social). */
const PAGE = 100;

type JoinAck = { ok: boolean; errors?: string[] };

/**
 * A participant's socket through the edge, behaving as the shell's realtime client does:
 * joins the promotion channel and the team chat on every connect (asking again while the
 * gateway answers Service unavailable), and after a reconnect or a gateway's `resync`
 * refetches the chat back to the last message it had, so nothing published while it was away
 * stays missing. It keeps the ids of every message it has seen, by event or by refetch.
 */
export class ParticipantSocket {
  readonly seen = new Set<number>();
  connects = 0;
  /** Completed refetches after a reconnect or a gateway's resync. */
  resyncs = 0;
  /** Joins of both rooms completed for the current connection. */
  joinedConnection = 0;
  private readonly socket: Socket;
  private lastSeenId = 0;
  private resyncing?: Promise<void>;

  constructor(
    private readonly target: ApiTarget,
    private readonly cookie: string,
    private readonly channel: string,
    private readonly conversationId: number,
  ) {
    this.socket = io(target.origin, {
      transports: ['websocket'],
      reconnectionDelay: RECONNECTION_DELAY_MS,
      reconnectionDelayMax: RECONNECTION_DELAY_MS,
      randomizationFactor: 0,
      extraHeaders: { host: target.host, cookie },
    });
    this.socket.on('connect', () => {
      this.connects += 1;
      const connection = this.connects;
      void Promise.all([
        this.join('joinChannel', this.channel),
        this.join('joinConversation', this.conversationId),
      ]).then(() => {
        if (connection !== this.connects) return;
        this.joinedConnection = connection;
        if (connection > 1) void this.resync();
      });
    });
    this.socket.on('connect_error', (error: Error) => {
      if (this.socket.active || error.message !== SERVICE_UNAVAILABLE) return;
      setTimeout(() => !this.socket.connected && this.socket.connect(), RECONNECTION_DELAY_MS);
    });
    this.socket.on('conversationAlert', (payload: { action?: string; message_id?: number }) => {
      if (payload.action === 'message' && payload.message_id) this.see(payload.message_id);
    });
    this.socket.on('resync', () => void this.resync());
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  private see(id: number) {
    this.seen.add(id);
    if (id > this.lastSeenId) this.lastSeenId = id;
  }

  private async join(event: string, id: string | number): Promise<void> {
    for (;;) {
      const ack = (await this.socket
        .timeout(30_000)
        .emitWithAck(event, id)
        .catch(() => ({ ok: false, errors: [SERVICE_UNAVAILABLE] }))) as JoinAck;
      if (ack.ok) return;
      if (!ack.errors?.includes(SERVICE_UNAVAILABLE)) {
        throw new Error(`${event} ${id} refused: ${ack.errors?.join(' ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, RECONNECTION_DELAY_MS));
      if (!this.socket.connected) return;
    }
  }

  /** Pages back through the chat until it meets a message it had (or the start). */
  resync(): Promise<void> {
    this.resyncing ??= this.refetch().finally(() => (this.resyncing = undefined));
    return this.resyncing;
  }

  private async refetch(): Promise<void> {
    const until = this.lastSeenId;
    let before: number | undefined;
    for (;;) {
      const query = `page_size=${PAGE}${before ? `&before_id=${before}` : ''}`;
      const answer = await call(
        this.target,
        this.cookie,
        'GET',
        `/api/conversations/${this.conversationId}/messages?${query}`,
      );
      if (answer.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      const page = answer.body.data as Array<{ id: number }>;
      page.forEach((message) => this.see(message.id));
      const oldest = Math.min(...page.map((message) => message.id));
      const more = (answer.body as { meta?: { has_more?: boolean } }).meta?.has_more;
      if (!page.length || !more || oldest <= until) break;
      before = oldest;
    }
    this.resyncs += 1;
  }

  close(): void {
    this.socket.close();
  }
}
