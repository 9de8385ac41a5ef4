// The admin remote is never run on its own: the shell loads `./routes` (src/app/routes.tsx)
// through Module Federation. This entry only gives rspack a module to start from.
export {};
