// Types of budgets.mjs, for the test.
export const BUDGETS: Record<string, { peak: number; retained: number; stream?: boolean }>;
