export interface Upload {
  id: string;
  /** Where the picture is served, e.g. '/api/uploads/<id>': what a product's images list holds. */
  url: string;
}
