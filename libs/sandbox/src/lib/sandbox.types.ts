export type SandboxLanguage = 'node' | 'python' | 'bash';

/** Machine-wide settings of the sandbox (session-worker's config). */
export type SandboxOptions = {
  /** interpreters inside the sandbox; they must live under /usr (the only system tree bound in) */
  nodePath: string;
  pythonPath: string;
  bashPath: string;
  /** the node_modules folder holding puppeteer-core (bound read-only for the node driver) */
  nodeModulesDir: string;
  /** address space per run (RLIMIT_AS), MB */
  memoryMb: number;
  /** processes of the sandbox uid (RLIMIT_NPROC): a fork bomb stops here */
  maxProcesses: number;
  /** CPU seconds per run (RLIMIT_CPU) */
  cpuSeconds: number;
  /** stdout and stderr are each cut at this many bytes, with a note */
  outputLimitBytes: number;
  /** the unprivileged uid/gid the sandbox is entered from; null when the worker itself is not root
   * (a container user: it cannot switch uid, and is unprivileged already) */
  uid: number | null;
};

/** One run: code, its language and deadline, and the session's CDP endpoint. */
export type SandboxRun = {
  language: SandboxLanguage;
  code: string;
  timeoutMs: number;
  /** unix socket relaying to the session's browser (the only way out of the sandbox) */
  cdpSocketPath: string;
  /** the browser's DevTools path, e.g. /devtools/browser/<id> */
  cdpPath: string;
};

export type SandboxResult = {
  stdout: string;
  stderr: string;
  /** node: the last expression's value (JSON); python: the last expression's value; bash: null */
  result: string | null;
  exitCode: number | null;
  killed: boolean;
  error: string | null;
  truncated: boolean;
  durationMs: number;
};
