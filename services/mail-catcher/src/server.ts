import { startMailCatcher } from './index';

// `npm start` and the e2e stack run this: SMTP on SMTP_PORT, the page and API on PORT.
async function main() {
  const catcher = await startMailCatcher({
    host: process.env.HOST ?? '127.0.0.1',
    smtpPort: Number(process.env.SMTP_PORT ?? 4106),
    webPort: Number(process.env.PORT ?? 4107),
    capacity: Number(process.env.MAIL_CATCHER_CAPACITY ?? 5000),
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  const close = async () => {
    await catcher.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: Error) => {
  console.error(`mail-catcher failed to start: ${error.message}`);
  process.exit(1);
});
