/** A picked record, named for its tag. */
export interface Picked {
  id: number;
  name: string;
}
