// Service tests build apps on the real MariaDB and Redis and seed the data again, often
// before each test: on a busy two-core machine a hook alone can pass Jest's default 5 s.
// A file may still set its own limit (jest.setTimeout at its top). 90 s: above waitFor's
// 60 s, so a wait that gives up says what it waited for.
jest.setTimeout(90_000);
