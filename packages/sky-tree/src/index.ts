// Placeholder: the implementation lands with its issue.
export const implemented = false;
