package controllers

import (
	"net/http"

	"partage/app"
	"partage/app/auth"
)

// jwtLogin answers spec §7's POST /jwt/login: {userData, accessToken, refreshToken},
// or 400 {error: {email: "Email or Password is Invalid"}}; too many attempts
// answer 429 with Retry-After and the wait in {error: {email}}.
func (s *Server) jwtLogin(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decode(r, &in); err != nil {
		writeJSON(w, app.HTTPStatus(app.ErrorCode(err)), map[string]any{"error": map[string]string{"email": app.InternalText.English()}})
		return
	}
	u, err := s.Auth.SignIn(r.Context(), in.Email, in.Password, s.clientAddress(r))
	if s.throttled(w, r, err) {
		return
	} else if app.ErrorCode(err) == app.EINVALID {
		key := auth.MsgInvalidLogin
		if app.ErrorFieldTexts(err)["email"].Key == auth.MsgSuspended {
			key = auth.MsgSuspended
		}
		writeJSON(w, app.HTTPStatus(app.EINVALID), map[string]any{"error": map[string]string{"email": app.T(key, nil).English()}})
		return
	} else if err != nil {
		s.jwtFailure(w, r, err)
		return
	}
	if on, err := s.Auth.TwoStepEnabled(r.Context(), u.ID); err != nil {
		s.jwtFailure(w, r, err)
		return
	} else if on {
		// No tokens yet: the client sends the code with this token to /jwt/two-step.
		token, err := s.Auth.SignTwoStepToken(u)
		if err != nil {
			s.jwtFailure(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"twoStepRequired": true, "twoStepToken": token})
		return
	}
	s.issueAPISignIn(w, r, u)
}

// issueAPISignIn answers a finished API sign-in: {userData, accessToken, refreshToken}.
func (s *Server) issueAPISignIn(w http.ResponseWriter, r *http.Request, u *auth.User) {
	tokens, err := s.Auth.IssueTokens(r.Context(), u)
	if err != nil {
		s.jwtFailure(w, r, err)
		return
	}
	s.recordSignIn(r, u, "api")
	writeJSON(w, http.StatusOK, map[string]any{
		"userData": s.Auth.UserData(r.Context(), u), "accessToken": tokens.AccessToken, "refreshToken": tokens.RefreshToken,
	})
}

// jwtFailure is spec §8's "other login failure".
func (s *Server) jwtFailure(w http.ResponseWriter, r *http.Request, err error) {
	s.Log.Error("jwt", "request_id", RequestIDFrom(r.Context()), "path", r.URL.Path, "err", err)
	writeJSON(w, app.HTTPStatus(app.EINTERNAL), map[string]any{"error": map[string]string{"email": app.InternalText.English()}})
}

// jwtRegister answers spec §7's POST /jwt/register: {user, accessToken} (and a
// refreshToken, so the client can stay signed in). An e-mail or username in use
// is spec §8's 200 with {error: {email, username}}; malformed fields answer 400
// with the same error object; closed registration answers 403.
func (s *Server) jwtRegister(w http.ResponseWriter, r *http.Request) {
	var in auth.RegisterInput
	if err := decode(r, &in); err != nil {
		writeJSON(w, app.HTTPStatus(app.ErrorCode(err)), map[string]any{"error": map[string]string{"form": app.ErrorMessage(err)}})
		return
	}
	var u *auth.User
	var err error
	if in.Language, err = s.newAccountLanguage(r, in.Language); err == nil {
		u, err = s.Auth.Register(r.Context(), in)
	}
	switch app.ErrorCode(err) {
	case "":
	case app.ECONFLICT:
		writeJSON(w, http.StatusOK, map[string]any{"error": app.ErrorFields(err)})
		return
	case app.EINVALID:
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": app.ErrorFields(err)})
		return
	case app.EFORBIDDEN:
		writeJSON(w, http.StatusForbidden, map[string]any{"error": map[string]string{"form": app.ErrorMessage(err)}})
		return
	default:
		s.jwtFailure(w, r, err)
		return
	}
	tokens, err := s.Auth.IssueTokens(r.Context(), u)
	if err != nil {
		s.jwtFailure(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"user": s.Auth.UserData(r.Context(), u), "accessToken": tokens.AccessToken, "refreshToken": tokens.RefreshToken,
	})
}

// jwtRefresh answers spec §7's POST /jwt/refresh-token: a new pair for a
// refresh token that has not been used, or 401 {error: "Invalid refresh token"}.
func (s *Server) jwtRefresh(w http.ResponseWriter, r *http.Request) {
	token, ok := refreshTokenFrom(w, r)
	if !ok {
		return
	}
	u, tokens, err := s.Auth.Refresh(r.Context(), token)
	if app.ErrorCode(err) == app.EUNAUTHENTICATED {
		invalidRefresh(w)
		return
	} else if err != nil {
		s.jwtFailure(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"userData": s.Auth.UserData(r.Context(), u), "accessToken": tokens.AccessToken, "refreshToken": tokens.RefreshToken,
	})
}

// jwtLogout revokes a refresh token and ends the user's access tokens: 204,
// or 401 like a bad refresh.
func (s *Server) jwtLogout(w http.ResponseWriter, r *http.Request) {
	token, ok := refreshTokenFrom(w, r)
	if !ok {
		return
	}
	err := s.Auth.RevokeRefreshToken(r.Context(), token)
	if app.ErrorCode(err) == app.EUNAUTHENTICATED {
		invalidRefresh(w)
		return
	} else if err != nil {
		s.jwtFailure(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// refreshTokenFrom reads {refreshToken} from the body; a missing or unreadable
// one has been answered with spec §8's 401 when it returns false.
func refreshTokenFrom(w http.ResponseWriter, r *http.Request) (string, bool) {
	var in struct {
		RefreshToken string `json:"refreshToken"`
	}
	if err := decode(r, &in); err != nil || in.RefreshToken == "" {
		invalidRefresh(w)
		return "", false
	}
	return in.RefreshToken, true
}

// invalidRefresh is spec §8's answer to a refresh token that cannot be used.
func invalidRefresh(w http.ResponseWriter) {
	writeJSON(w, http.StatusUnauthorized, map[string]string{"error": auth.ErrInvalidRefresh.Message})
}
