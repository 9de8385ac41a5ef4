// Preloaded by infra/bench/start-up/run.ts (`node --import` this file) into a service it
// starts: notes where the start goes and writes it to START_UP_REPORT when the server listens.
// - the packages our code requires (inclusive time of each first require from services/*),
// - when our first own file ran and when loading ended (the first request the server listens for),
// - TypeORM's connection and migrations, and every onReady hook's time (Fastify's).
// Node's own clock: performance.now() counts from the process's start.
import { writeFileSync } from 'node:fs';
import Module from 'node:module';
import net from 'node:net';
import path from 'node:path';

const report = {
  preloadMs: performance.now(),
  firstOwnCodeMs: undefined,
  packages: {},
  phases: {},
  listenMs: undefined,
};
const ours = (file) =>
  typeof file === 'string' &&
  file.includes(`${path.sep}services${path.sep}`) &&
  !file.includes(`${path.sep}node_modules${path.sep}`);
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const note = (name, started) => {
  report.phases[name] = (report.phases[name] ?? 0) + (performance.now() - started);
};
const timed = (name, fn) =>
  async function (...args) {
    const started = performance.now();
    try {
      return await fn.apply(this, args);
    } finally {
      note(name, started);
    }
  };

const patch = {
  typeorm(exports) {
    const proto = exports.DataSource?.prototype;
    if (!proto || proto.__timed) return;
    proto.__timed = true;
    proto.initialize = timed('typeorm initialize (connect)', proto.initialize);
    proto.runMigrations = timed('typeorm runMigrations', proto.runMigrations);
  },
  fastify(exports) {
    if (exports.__timed) return;
    const original = exports;
    const wrapped = function (...args) {
      const instance = original(...args);
      const addHook = instance.addHook;
      instance.addHook = function (name, hook) {
        if (name === 'onReady') {
          // Callback-style hooks (`done`) keep their arity: Fastify tells them apart by it.
          const wrapped =
            hook.length > 0
              ? function (done) {
                  const started = performance.now();
                  return hook.call(this, (error) => {
                    note('onReady hooks', started);
                    done(error);
                  });
                }
              : timed('onReady hooks', hook);
          return addHook.call(this, name, wrapped);
        }
        return addHook.call(this, name, hook);
      };
      const ready = instance.ready;
      instance.ready = function (...rest) {
        report.readyCalledMs ??= performance.now();
        return ready.apply(this, rest);
      };
      return instance;
    };
    Object.assign(wrapped, original, { __timed: true, default: wrapped, fastify: wrapped });
    return wrapped;
  },
};

const load = Module._load;
Module._load = function (request, parent, isMain) {
  const own = ours(parent?.filename) && !request.startsWith('.') && !path.isAbsolute(request);
  const name = own ? packageOf(request) : undefined;
  const first = name && !(name in report.packages) && !request.startsWith('node:');
  const started = performance.now();
  try {
    const exports = load.call(this, request, parent, isMain);
    const patched = Object.hasOwn(patch, request) ? patch[request](exports) : undefined;
    return patched ?? exports;
  } finally {
    if (first) report.packages[name] = performance.now() - started;
  }
};

const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  if (report.firstOwnCodeMs === undefined && ours(filename))
    report.firstOwnCodeMs = performance.now();
  return compile.call(this, content, filename);
};

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  this.once('listening', () => {
    if (report.listenMs !== undefined) return;
    report.listenMs = performance.now();
    if (process.env.START_UP_REPORT)
      writeFileSync(process.env.START_UP_REPORT, JSON.stringify(report));
  });
  return listen.apply(this, args);
};
