// Boots one edge function inside Deno: pins Deno.serve to the port the gateway chose, then loads it.
const port = Number(Deno.env.get("LOCAL_WORKER_PORT"));
const entry = Deno.env.get("LOCAL_WORKER_ENTRY")!;
const serve = Deno.serve.bind(Deno);

// deno-lint-ignore no-explicit-any
(Deno as any).serve = (...args: any[]) => {
  // deno-lint-ignore no-explicit-any
  let options: any = {};
  // deno-lint-ignore no-explicit-any
  let handler: any;
  if (typeof args[0] === "function") handler = args[0];
  else {
    options = args[0] ?? {};
    handler = args[1] ?? options.handler;
  }
  return serve(
    {
      ...options,
      port,
      hostname: "127.0.0.1",
      onListen: () => console.log("LOCAL_WORKER_READY"),
    },
    handler,
  );
};

await import(entry);
