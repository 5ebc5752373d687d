// The builder's texts live in their own namespace ("builder", loaded with the builder page only) and it also reads the
// shared template texts (types, categories, field pictures): keys are looked up in "builder", then in "templates".
export const BUILDER_NS = ['builder', 'templates'] as const;
