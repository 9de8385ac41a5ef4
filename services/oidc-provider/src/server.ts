import { startOidcProvider } from './index';
import { demoClient } from './demo-client';

// `npm start` and the e2e stack run this on PORT (the stack's base + 7, default 4108), with
// the product's SSO origins in OIDC_PRODUCT_ORIGINS (comma-separated).
async function main() {
  const port = Number(process.env.PORT ?? 4108);
  const origins = (process.env.OIDC_PRODUCT_ORIGINS ?? 'http://sso.localhost:8080')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const provider = await startOidcProvider({
    host: process.env.HOST ?? '127.0.0.1',
    port,
    issuer: process.env.OIDC_ISSUER ?? `http://localhost:${port}`,
    clients: [demoClient(origins)],
  });
  const close = async () => {
    await provider.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: Error) => {
  console.error(`oidc-provider failed to start: ${error.message}`);
  process.exit(1);
});
