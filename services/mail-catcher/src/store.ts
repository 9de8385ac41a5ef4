/** A message as the catcher received it over SMTP. */
export interface CaughtMessage {
  id: number;
  /** The envelope's sender and recipients (what SMTP was told), lower-cased. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  /** ISO time of receipt. */
  received_at: string;
  html: string | null;
  text: string | null;
  /** Header names lower-cased; each value as one line of text. */
  headers: Record<string, string>;
}

/** The last `capacity` messages in memory, oldest dropped first. */
export class MessageStore {
  private messages: CaughtMessage[] = [];
  private nextId = 1;
  /** Every message received since start, including those dropped for capacity. */
  private receivedCount = 0;

  constructor(readonly capacity = 5000) {}

  add(message: Omit<CaughtMessage, 'id'>): CaughtMessage {
    const stored = { id: this.nextId++, ...message };
    this.receivedCount += 1;
    this.messages.push(stored);
    if (this.messages.length > this.capacity) this.messages.shift();
    return stored;
  }

  /** Newest first; with `to`, only messages one of whose recipients is that address. */
  list(to?: string): CaughtMessage[] {
    const address = to?.trim().toLowerCase();
    const found = address
      ? this.messages.filter((m) => m.envelope.to.includes(address))
      : this.messages;
    return [...found].reverse();
  }

  get(id: number): CaughtMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages = [];
  }

  get received(): number {
    return this.receivedCount;
  }

  get size(): number {
    return this.messages.length;
  }
}
