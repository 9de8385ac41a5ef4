// Loaded before the worker that worker-process.ts starts (node --import): when the Jest process
// that started it is gone (killed, or a run stopped half-way), the worker ends too, rather than
// go on taking jobs from the test database and Redis prefix that the next run uses. The IPC
// channel worker-process.ts opens closes when its parent dies; it is unref'd, so that it never
// keeps the worker running by itself.
if (process.send) {
  if (!process.connected) process.exit(1);
  process.on('disconnect', () => process.exit(1));
  process.channel?.unref();
}
