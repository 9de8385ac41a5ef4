import { startOidcProvider } from './index';
import type { ProviderClient } from './index';

// Started by `spawnOidcProvider` (testing.ts): clients from OIDC_CLIENTS, any free port, and
// the issuer printed as one line on stdout once it listens.
async function main() {
  const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]') as ProviderClient[];
  const provider = await startOidcProvider({ port: 0, clients });
  process.stdout.write(`issuer ${provider.issuer}\n`);
  const close = async () => {
    await provider.close();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  // The test process went away without stopping it: no orphan.
  process.stdin.on('end', close);
  process.stdin.resume();
}

main().catch((error: Error) => {
  console.error(`oidc-provider failed to start: ${error.message}`);
  process.exit(1);
});
