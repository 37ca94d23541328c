import { Dialog } from "@/components/ui/dialog";

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
  return (
    <Dialog open={open} onClose={onClose} title="Profile picture" description={name}>
      <div className="flex justify-center p-5 sm:p-6">
        <img
          src={image}
          alt={`${name}'s profile picture, enlarged`}
          width={256}
          height={256}
          className="aspect-square w-full max-w-64 rounded-2xl bg-slate-100 object-cover shadow-sm"
        />
      </div>
    </Dialog>
  );
}
