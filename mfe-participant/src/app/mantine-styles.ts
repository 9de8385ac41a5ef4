/**
 * The styles of the Mantine components this remote renders beyond those the shell loads
 * (shell/src/app/mantine-styles.ts: the global sheets and every sheet another builds on),
 * in Mantine's order. They arrive with the remote's routes.
 */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Tooltip.css';
