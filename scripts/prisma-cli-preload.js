// Preloaded (NODE_OPTIONS=--require) into Prisma CLI processes only. Works around two defects of
// Prisma 6.19.3's wasm engine with adapter-pg (see ../shared/reference/toolchain.md):
// 1. adapter-pg cannot map the catalog types `name` (oid 19) and `"char"` (oid 18): report them as text.
// 4. timers armed inside the wasm engine keep the CLI alive for 10-60 s after it finished: unref them.
const Result = require('pg/lib/result');

const addFields = Result.prototype.addFields;
Result.prototype.addFields = function patchedAddFields(fieldDescriptions) {
  for (const field of fieldDescriptions) {
    if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
  }
  return addFields.call(this, fieldDescriptions);
};

for (const name of ['setTimeout', 'setInterval']) {
  const original = global[name];
  global[name] = function unrefWasmTimers(fn, delay, ...args) {
    const timer = original.call(this, fn, delay, ...args);
    if (delay >= 1000 && timer && typeof timer.unref === 'function' && /wasm:\/\//.test(new Error().stack || '')) {
      timer.unref();
    }
    return timer;
  };
}
