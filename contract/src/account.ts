/** POST /useridentify/verifyuser: the header decides login state with it. staff is 1 for a staff account. */
export interface VerifyUserAnswer {
  islogin?: { username: string; uid?: number; staff?: 0 | 1 };
}

/** Login, registration, password reset: islogin.password is the opaque session token (also an HttpOnly cookie), never the password. */
export interface LoginAnswer {
  islogin?: { username: string; uid: number; password?: string };
  /** Why a login failed (code 300), in the caller's language. */
  message?: string;
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

/** POST /useridentify/puzzle/check answer: the pass the code request then carries ('' when the piece was placed wrong). */
export interface PuzzlePass {
  pass: string;
}

/** Registration and password reset with an emailed code; mdve goes as a header. */
export interface CodedChange {
  email: string;
  password: string;
  verify: string;
  mdve: string;
  username?: string;
}

/** POST /accountinfo/profile data, and the fields POST /accountinfo/updateprofile takes (email is changed on its own, with a code). */
export interface Profile {
  username: string;
  email: string;
  organisation: string;
  phone: string;
}

export type ProfileForm = Pick<Profile, 'username' | 'organisation' | 'phone'>;

/** POST /accountinfo/changepassword: the current password, then the new one. */
export interface PasswordChange {
  oldpassword: string;
  password: string;
}

/** POST /accountinfo/changeemailsend: the current password and the new address (the code goes there). */
export interface EmailChangeRequest {
  password: string;
  email: string;
}

/** POST /accountinfo/changeemail: the emailed code (the mdve token goes as a header, as at registration). */
export interface EmailChangeCode {
  verify: string;
}

/** My account's orders search (issue 31): the status an order is in, as the list shows it. */
export type OrderStatusFilter = 'unpaid' | 'paid' | 'shipped' | 'cancelled';

/** POST /orderinfo/showallorder's optional fields: an order number (SO-000042 or 42) or a catalogue number, and a status. */
export interface OrderSearch {
  search?: string;
  status?: OrderStatusFilter | '';
}
