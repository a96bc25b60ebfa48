/** `false` when the environment says `FORGIVING_FAST_PATHS=off`. */
export declare const FAST_PATHS: boolean;
/** Both settings, for tests that run one body with fast paths on and off. */
export declare const FAST_PATH_MODES: readonly [true, false];
