/** Said above a form whose required fields carry the asterisk of `RequiredMark`. */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-slate-700">
      Fields marked{' '}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}
