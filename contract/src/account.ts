/** POST /useridentify/verifyuser: the header decides login state with it. staff is 1 for a staff account. */
export interface VerifyUserAnswer {
  islogin?: { username: string; uid?: number; staff?: 0 | 1 };
}

/** Login, registration, password reset: islogin.password is the opaque session token (also an HttpOnly cookie), never the password. */
export interface LoginAnswer {
  islogin?: { username: string; uid: number; password?: string };
}

/** A sent code's token, returned with the code as the mdve header. */
export interface MdveAnswer {
  mdve: string;
}

/** GET /useridentify/puzzle data: the slide puzzle (its answer stays on the server). */
export interface Puzzle {
  id: string;
  background: string;
  piece: string;
  y: number;
  width: number;
  height: number;
  pieceSize: number;
}

/** Registration and password reset with an emailed code; mdve goes as a header. */
export interface CodedChange {
  email: string;
  password: string;
  verify: string;
  mdve: string;
  username?: string;
}
