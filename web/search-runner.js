// The search of both pages: a module Web Worker (cotoan-worker.js, cotulenh-worker.js)
// sent one job at a time, its replies matched to the job, and a cancel
// that terminates the worker and starts a fresh one (the only way to stop
// a search from outside).  It keeps its state in the page's `state`:
// worker, job (the id of the running job, 0 when none), jobKind and
// lastInfo (the last progress report of the job).
//   hooks.info(msg)        a progress report of the running job
//   hooks.done(kind, msg)  the result of a job of that kind
//   hooks.error(message)   the worker failed
//   hooks.busy(bool)       a job started or ended (the Stop button)
export function searchRunner(state, url, hooks) {
  function onMessage(ev) {
    const msg = ev.data;
    if (msg.id !== state.job) return; // an old search
    if (msg.type === 'info') {
      state.lastInfo = msg;
      hooks.info(msg);
      return;
    }
    const kind = state.jobKind;
    state.job = 0;
    state.jobKind = null;
    hooks.busy(false);
    if (msg.type === 'error') {
      hooks.error(msg.message);
      return;
    }
    hooks.info(msg);
    hooks.done(kind, msg);
  }

  function fresh() {
    if (state.worker) state.worker.terminate();
    state.worker = new Worker(url, { type: 'module' });
    state.worker.onmessage = onMessage;
    state.worker.onerror = (e) => hooks.error(e.message);
  }

  return {
    fresh,
    /** Start a job of `kind` with the message for the worker. */
    start(kind, message) {
      state.job += 1;
      state.jobKind = kind;
      state.lastInfo = null;
      hooks.busy(true);
      state.worker.postMessage({ id: state.job, ...message });
    },
    /** Stop the running job (its result never comes). */
    cancel() {
      if (!state.job) return;
      state.job = 0;
      state.jobKind = null;
      fresh();
      hooks.busy(false);
    },
  };
}
