-- The shop's lookups by a column no index served: deleting a product asks
-- whether an order holds it (and the foreign key looks there too), and an
-- image is served only once its file is found to be a product image's.
CREATE INDEX order_lines_product_idx ON order_lines (product_id);
CREATE INDEX product_images_thumb_idx ON product_images (thumb_sum);
CREATE INDEX product_images_card_idx ON product_images (card_sum);
CREATE INDEX product_images_large_idx ON product_images (large_sum);
