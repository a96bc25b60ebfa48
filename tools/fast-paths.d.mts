/** `false` when the environment says `FORGIVING_FAST_PATHS=off`. */
export declare const FAST_PATHS: boolean;
