import { openDatabase } from './data-source';
import { seed } from './seed/index';
import { parseScale, seedScale } from './seed/scale';

// `npm run db:migrate` / `npm run db:seed`: migrate (and seed an empty database) at MYSQL_URL.
// `tsx services/schema/src/cli.ts seed-scale 10000`: the demo seed plus benchmark participants.
async function main(command: string | undefined, argument: string | undefined) {
  const url = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness';
  const dataSource = await openDatabase(url, { poolSize: 2 });
  try {
    if (command === 'seed') {
      const seeded = await seed(dataSource);
      console.info(seeded ? 'Seeded demo data.' : 'Database already has data; seed skipped.');
    } else if (command === 'seed-scale') {
      const scale = parseScale(argument ?? '');
      await seed(dataSource);
      const added = await seedScale(dataSource, scale);
      console.info(
        `Added ${added.participants} participants, ${added.entries} entries, ${added.entryActivities} entry activities.`,
      );
    } else if (command === 'generate') {
      const sql = await dataSource.driver.createSchemaBuilder().log();
      for (const query of sql.upQueries) console.info(query.query + ';');
    } else {
      console.info('Migrations applied.');
    }
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv[2], process.argv[3]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
