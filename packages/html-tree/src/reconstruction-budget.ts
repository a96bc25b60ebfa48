/**
 * The budget of what the tree builder makes again from the list of active
 * formatting elements (issue 27 item 2): "reconstruct the active formatting
 * elements" (§13.2.4.3) and the adoption agency's copies (§13.2.6.4.7). The
 * Standard has every block that follows unclosed formatting elements open
 * all of them again, so 13 kB of `<b id=…>` and `<div>x</div>` make 360,000
 * elements, and three `<b>` with many attributes make millions of attribute
 * copies. The options mirror XML-ER's expansion budget (`maxExpansion`,
 * `maxExpansionRatio`): a fixed budget, or a multiple of the input length
 * with a floor, counted in elements and attributes made.
 */

/** The budget options (README, "Options"). */
export interface ReconstructionOptions {
  /**
   * Elements and attributes that reconstruction and the adoption agency's
   * copies may make in total (an element counts 1, each of its attributes
   * 1 more). Default: max(2^20, `maxReconstructionRatio` × input length).
   */
  maxReconstruction?: number;
  /** Multiple of the input length (characters read so far) the default budget allows. Default 16. */
  maxReconstructionRatio?: number;
}

/** The default budget's floor: short inputs may rebuild this much. */
const MIN_BUDGET = 1 << 20;
const DEFAULT_RATIO = 16;

export class ReconstructionBudget {
  /** Units made so far. */
  used = 0;
  /** Spent: reconstruction and the adoption agency's copies stop. */
  exhausted = false;
  /** The one error of a spent budget was reported (TreeBuilder.chargeRebuilt). */
  reported = false;
  private readonly fixed: number | undefined;
  private readonly ratio: number;

  constructor(options: ReconstructionOptions) {
    this.fixed = options.maxReconstruction;
    this.ratio = options.maxReconstructionRatio ?? DEFAULT_RATIO;
  }

  /** The budget for an input of `length` characters read so far. */
  budget(length: number): number {
    return this.fixed ?? Math.max(MIN_BUDGET, this.ratio * length);
  }

  /**
   * Charge an element with `attributes` attributes: false once the budget
   * is spent (the caller reports the error the first time, when this turns
   * `exhausted`).
   */
  charge(attributes: number, length: number): boolean {
    if (this.exhausted) return false;
    const units = 1 + attributes;
    if (this.used + units > this.budget(length)) {
      this.exhausted = true;
      return false;
    }
    this.used += units;
    return true;
  }

  /** Count an element made anyway (the adoption agency's inner copies: at most three per step, once it started). */
  add(attributes: number): void {
    this.used += 1 + attributes;
  }
}
