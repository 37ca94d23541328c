import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code is downloaded the first time it opens rather than with the page that offers
 * it (a form dialog brings the form kit and zod's form schemas: much of a dashboard's code that its
 * first view does not show). Until then nothing is rendered; once opened, it stays mounted like any
 * dialog, so closing it returns focus to the button that opened it and reopening is immediate.
 * Made once per dialog, at a module's top level:
 *
 *   export const CancelBookingDialog = lazyDialog(() =>
 *     import("./components/cancel-booking-dialog").then((m) => m.CancelBookingDialog));
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const dialog = lazy(async () => ({ default: await load() }));
  return (props: Props) => <LazyDialog dialog={dialog} props={props} />;
}

function LazyDialog<Props extends { open: boolean }>({
  dialog: Loaded,
  props,
}: {
  dialog: LazyExoticComponent<ComponentType<Props>>;
  props: Props;
}) {
  const [opened, setOpened] = useState(props.open);
  // Remembered during render, so the first opening renders the dialog in the same pass.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
