/** An upload's progress: its words (`label`, naming the percent) above a bar that assistive technology reads out. */
export function UploadProgress({ id, label, percent }: { id: string; label: string; percent: number }) {
  return (
    <>
      <span id={id} className="text-sm text-ink">
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </>
  );
}
