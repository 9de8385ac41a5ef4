import fp from 'fastify-plugin';
import { loadReportsConfig } from '../config';
import { ReportsDatabase, provisionReadOnlyAccount } from '../domain/reports';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports' read-only connection pool (domain/reports/reports-database.ts). */
    reportsDatabase: ReportsDatabase;
  }
}

/**
 * Creates the read-only reports account (unless infra did: REPORTS_PROVISION_ACCOUNT=false)
 * and opens the reports' pool signed in as it; closes the pool with the service.
 */
export const reportsDatabasePlugin = fp(
  async (fastify) => {
    const config = loadReportsConfig();
    if (config.provisionAccount) {
      await provisionReadOnlyAccount(fastify.db, {
        user: config.accountUser,
        password: config.accountPassword,
        host: config.accountHost,
      });
    }
    const database = await ReportsDatabase.open(fastify.config.mysqlUrl, config);
    fastify.decorate('reportsDatabase', database);
    fastify.addHook('onClose', () => database.close());
  },
  { name: 'admin-reports-database' },
);
