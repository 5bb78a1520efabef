// zod schemas of this area's forms, with the specification's exact messages.
export {};
