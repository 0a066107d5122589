// The photos page's calls (api-client.ts): each answers the server's French message.
import { api, call } from "./api-client";

const photos = api.admin.products[":id"].photos;
const FAILED = "L'opération n'a pas abouti : réessayez.";

export const productPhotosClient = {
  upload: (productId: string, file: File, alt: string) =>
    call(photos.$post({ param: { id: productId }, form: { file, alt } }), FAILED),
  reorder: (productId: string, ids: string[]) =>
    call(photos.order.$put({ param: { id: productId }, json: { ids } }), FAILED),
  remove: (productId: string, photoId: string) =>
    call(photos[":photoId"].$delete({ param: { id: productId, photoId } }), FAILED),
};
