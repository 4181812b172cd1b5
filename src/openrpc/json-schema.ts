// A zod schema as the JSON Schema (draft-07, the dialect OpenRPC 1.2 and 1.3 embed) of the JSON it accepts:
// io 'input', since params and results are what crosses the wire, before any transform (a Uint64 is
// a decimal string or a JSON number there, a bigint only after parsing).
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    // A bigint is the lossless parser's form of a JSON integer beyond 2^53 (src/json/lossless.ts): on the wire an integer.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type !== 'bigint') return;
      jsonSchema.type = 'integer';
      for (const check of zodSchema._zod.def.checks ?? []) {
        const def = check._zod.def as { check: string; value?: unknown; inclusive?: boolean };
        if (def.check === 'greater_than' && typeof def.value === 'bigint')
          jsonSchema[def.inclusive ? 'minimum' : 'exclusiveMinimum'] = Number(def.value);
      }
    },
  }) as JsonSchema;
  // The schema is embedded in the OpenRPC document, whose meta-schema sets the dialect.
  delete out.$schema;
  return out;
}
