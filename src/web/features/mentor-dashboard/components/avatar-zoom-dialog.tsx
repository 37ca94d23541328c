import { Dialog } from "@/components/ui/dialog";
import { useT } from "../i18n";

/** docs/product.md §2.13's click-to-zoom: the mentor's picture at its full size, in a dialog. */
export function AvatarZoomDialog({
  open,
  onClose,
  name,
  image,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  image: string;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t("zoom.title")} description={name}>
      <div className="flex justify-center p-5 sm:p-6">
        <img
          src={image}
          alt={t("zoom.alt", { name })}
          width={256}
          height={256}
          className="aspect-square w-full max-w-64 rounded-2xl bg-slate-100 object-cover shadow-sm"
        />
      </div>
    </Dialog>
  );
}
