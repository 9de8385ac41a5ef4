// Mantine's prebuilt styles, imported once for the whole portal (remotes never import them).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { start } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
