/** Things to stop or delete, undone in reverse order whatever happens. */
export class Cleanup {
  private readonly steps: Array<{ label: string; run: () => unknown }> = [];
  add(label: string, run: () => unknown): void {
    this.steps.push({ label, run });
  }
  async runAll(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`bench: cleanup of ${step.label} failed:`, error);
      }
    }
  }
}
