/**
 * One option of a select or a set of radio buttons: the value sent and the label shown. The one shape for choices
 * everywhere (public forms, back-office forms and filters, the choices the domain reads from the database); `V` is
 * `number` where the value is a serial.
 */
export interface Choice<V extends string | number = string> {
  value: V
  label: string
}
