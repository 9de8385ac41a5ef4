import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * The provider's state (sessions, interactions, codes, grants) in this process's memory, with
 * each record's expiry: enough for a local provider that restarts empty.
 */
export function memoryAdapterFactory() {
  const store = new Map<string, { payload: AdapterPayload; expires: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      store.set(this.key(id), { payload, expires: Date.now() + expiresIn * 1000 });
      if (payload.uid)
        store.set(`uid:${payload.uid}`, { payload: { id } as never, expires: Infinity });
      if (payload.userCode)
        store.set(`userCode:${payload.userCode}`, { payload: { id } as never, expires: Infinity });
      if (payload.grantId) {
        const grantKey = `grant:${payload.grantId}`;
        const list = (store.get(grantKey)?.payload as unknown as string[] | undefined) ?? [];
        store.set(grantKey, { payload: [...list, this.key(id)] as never, expires: Infinity });
      }
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      const ref = live(`uid:${uid}`) as { id: string } | undefined;
      return ref ? live(this.key(ref.id)) : undefined;
    }

    async findByUserCode(userCode: string) {
      const ref = live(`userCode:${userCode}`) as { id: string } | undefined;
      return ref ? live(this.key(ref.id)) : undefined;
    }

    async consume(id: string) {
      const entry = store.get(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      const keys =
        (store.get(`grant:${grantId}`)?.payload as unknown as string[] | undefined) ?? [];
      keys.forEach((key) => store.delete(key));
      store.delete(`grant:${grantId}`);
    }
  };
}
