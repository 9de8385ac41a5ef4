// Service tests build apps on the real MariaDB and Redis and seed the data again, often
// before each test: on a busy two-core machine a hook alone can pass Jest's default 5 s.
// A file may still set its own limit (jest.setTimeout at its top).
jest.setTimeout(30_000);
