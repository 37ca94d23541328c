/**
 * What an image upload (a profile photo, a payment proof) is told: by the browser before it sends
 * the file and by the server after it reads it, in the same words (docs/product.md §8).
 */
export const IMAGE_UPLOAD_MESSAGES = {
  choose: "Please choose an image to upload.",
  unsupported: "Please choose a JPEG, PNG or WebP image.",
  tooLarge: "The image is larger than 5 MB.",
} as const;
