-- POST /jwt/login with the demo admin's credentials (spec §7). bcrypt makes
-- each call deliberately expensive, so this line measures password hashing.
wrk.method = "POST"
wrk.body = '{"email":"admin@demo.com","password":"admin"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json"
