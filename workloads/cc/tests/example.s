	.file "example.c"
	.data
	.even
	.globl _table
_table:
	.long 1
	.long 1
	.long 2
	.long 3
	.long 5
	.long 8
	.long 13
	.skip 4
	.globl _banner
_banner:
	.ascii "cc\011\"ok\"\012\000"
	.text
LC1:
	.ascii "alpha\000"
LC2:
	.ascii "beta\000"
LC3:
	.ascii "gamma\000"
	.data
	.even
	.globl _words
_words:
	.long LC1
	.long LC2
	.long LC3
	.long 0
	.even
	.globl _origin
_origin:
	.word -1
	.byte 200
	.skip 1
	.long 77
	.even
	.globl _head
_head:
	.long _nodes
	.even
_seed:
	.long 12345
	.even
	.globl _tail_ptr
_tail_ptr:
	.long _table+28
	.even
	.globl _shorts
_shorts:
	.word -2
	.word 300
	.skip 2
	.globl _letters
_letters:
	.byte 97
	.byte 98
	.byte 99
	.ascii "de\000"
	.text
	.even
_put_num:
	link a6,#0
	moveml d5-d7/a5,-(sp)
	movel 8(a6),d6
	movel #_obuf+15,a5
	tstl d6
	slt d0
	negb d0
	extbl d0
	movel d0,d5
	tstl d5
	jeq L2
	movel d6,d0
	negl d0
	jra L3
L2:
	movel d6,d0
L3:
	movel d0,d7
	moveb #10,(a5)
L4:
	subql #1,a5
	movel d7,d0
	divull #10,d1:d0
	addl #48,d1
	extbl d1
	moveb d1,(a5)
	movel d7,d0
	divul #10,d0
	movel d0,d7
L5:
	tstl d7
	jne L4
L6:
	tstl d5
	jeq L7
	subql #1,a5
	moveb #45,(a5)
L7:
	movel #_obuf+16,d0
	subl a5,d0
	movel d0,-(sp)
	movel a5,-(sp)
	movel #1,-(sp)
	jbsr _write
	lea 12(sp),sp
L1:
	moveml -16(a6),d5-d7/a5
	unlk a6
	rts
	.lcomm L8,4
	.even
_put_str:
	link a6,#0
	moveml a4-a5,-(sp)
	movel 8(a6),a4
	movel a4,a5
	jra L11
L10:
	addql #1,a5
L11:
	tstb (a5)
	jne L10
L12:
	addql #1,L8
	movel a5,d0
	subl a4,d0
	movel d0,-(sp)
	movel a4,-(sp)
	movel #1,-(sp)
	jbsr _write
	lea 12(sp),sp
	addl L8,d0
L9:
	moveml -8(a6),a4-a5
	unlk a6
	rts
	.even
	.globl _scale
_scale:
	link a6,#0
	movel 8(a6),d0
	moveb 15(a6),d1
	extbl d1
	mulsl d1,d0
L13:
	unlk a6
	rts
	.even
_next_rand:
	link a6,#0
	movel _seed,d0
	mulul #1103515245,d0
	addl #12345,d0
	movel d0,_seed
	movel _seed,d0
	moveq #16,d1
	lsrl d1,d0
	andl #32767,d0
L14:
	unlk a6
	rts
	.even
	.globl _add
_add:
	link a6,#0
	movel 8(a6),d0
	addl 12(a6),d0
L15:
	unlk a6
	rts
	.even
	.globl _sub
_sub:
	link a6,#0
	movel 8(a6),d0
	subl 12(a6),d0
L16:
	unlk a6
	rts
	.even
	.globl _mul
_mul:
	link a6,#0
	movel 8(a6),d0
	mulsl 12(a6),d0
L17:
	unlk a6
	rts
	.even
	.globl _apply
_apply:
	link a6,#0
	movel 16(a6),-(sp)
	movel 12(a6),-(sp)
	movel 8(a6),a0
	jbsr (a0)
	addql #8,sp
	movel d0,-(sp)
	movel 12(a6),-(sp)
	movel 16(a6),-(sp)
	movel 8(a6),a0
	jbsr (a0)
	addql #8,sp
	movel d0,d1
	movel (sp)+,d0
	addl d1,d0
L18:
	unlk a6
	rts
	.even
	.globl _fib
_fib:
	link a6,#0
	movel d7,-(sp)
	movel 8(a6),d7
	cmpl #2,d7
	jge L20
	movel d7,d0
	jra L21
L20:
	movel d7,d0
	subql #1,d0
	movel d0,-(sp)
	jbsr _fib
	addql #4,sp
	movel d0,-(sp)
	movel d7,d0
	subql #2,d0
	movel d0,-(sp)
	jbsr _fib
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	addl d1,d0
L21:
L19:
	movel -4(a6),d7
	unlk a6
	rts
	.even
	.globl _bits
_bits:
	link a6,#0
	moveml d4-d7,-(sp)
	movel 8(a6),d5
	movel 12(a6),d4
	moveq #0,d6
	moveq #0,d7
	jra L24
L23:
	movel d6,d0
	lsll #1,d0
	movel d5,d1
	andl #1,d1
	orl d1,d0
	movel d0,d6
	movel d5,d0
	lsrl #1,d0
	movel d0,d5
L26:
	addql #1,d7
L24:
	cmpl d4,d7
	jlt L23
L25:
	movel d6,d0
	eorl #15,d0
L22:
	moveml -16(a6),d4-d7
	unlk a6
	rts
	.even
	.globl _classify
_classify:
	link a6,#0
	movel 8(a6),d0
	cmpl #54,d0
	jeq L38
	jgt L47
	cmpl #49,d0
	jeq L33
	jgt L48
	cmpl #10,d0
	jeq L43
	cmpl #32,d0
	jeq L42
	cmpl #48,d0
	jeq L32
	jra L44
L48:
	cmpl #50,d0
	jeq L34
	cmpl #51,d0
	jeq L35
	cmpl #52,d0
	jeq L36
	cmpl #53,d0
	jeq L37
	jra L44
L47:
	cmpl #97,d0
	jeq L27
	jgt L49
	cmpl #55,d0
	jeq L39
	cmpl #56,d0
	jeq L40
	cmpl #57,d0
	jeq L41
	jra L44
L49:
	cmpl #101,d0
	jeq L28
	cmpl #105,d0
	jeq L29
	cmpl #111,d0
	jeq L30
	cmpl #117,d0
	jeq L31
	jra L44
L27:
L28:
L29:
L30:
L31:
	moveq #1,d0
	jra L45
L32:
L33:
L34:
L35:
L36:
L37:
L38:
L39:
L40:
L41:
	moveq #2,d0
	jra L45
L42:
L43:
	moveq #3,d0
	jra L45
L44:
	moveq #0,d0
	jra L45
L46:
L45:
	unlk a6
	rts
	.even
	.globl _sparse
_sparse:
	link a6,#0
	movel 8(a6),d0
	cmpl #12,d0
	jeq L53
	jgt L60
	cmpl #-1000,d0
	jeq L50
	cmpl #-7,d0
	jeq L51
	cmpl #0,d0
	jeq L52
	jra L59
L60:
	cmpl #99,d0
	jeq L54
	cmpl #1000,d0
	jeq L55
	cmpl #40000,d0
	jeq L56
	cmpl #123456,d0
	jeq L57
	jra L59
L50:
	moveq #1,d0
	jra L58
L51:
	moveq #2,d0
	jra L58
L52:
	moveq #3,d0
	jra L58
L53:
	moveq #4,d0
	jra L58
L54:
	moveq #5,d0
	jra L58
L55:
	moveq #6,d0
	jra L58
L56:
	moveq #7,d0
	jra L58
L57:
	moveq #8,d0
	jra L58
L59:
	moveq #0,d0
L58:
	unlk a6
	rts
	.even
	.globl _list_sum
_list_sum:
	link a6,#0
	moveml d7/a5,-(sp)
	movel 8(a6),a5
	moveq #0,d7
	jra L63
L62:
	tstl (a5)
	jge L66
	jra L65
L66:
	movel (a5),d0
	addl 14(a5),d0
	movew 10(a5),d1
	extl d1
	subl d1,d0
	addl d0,d7
	cmpl #100000,d7
	jle L67
	jra L64
L67:
L65:
	movel 18(a5),a5
L63:
	tstl a5
	jne L62
L64:
	movel d7,d0
L61:
	moveml -8(a6),d7/a5
	unlk a6
	rts
	.even
	.globl _build
_build:
	link a6,#0
	moveml d7/a5,-(sp)
	moveq #0,d7
	movel #_nodes,a5
	jra L70
L69:
	movel d7,d0
	mulsl d7,d0
	subql #1,d0
	movel d0,(a5)
	movel d7,d0
	addl #65,d0
	extbl d0
	moveb d0,4(a5)
	clrb 5(a5)
	movel _origin,10(a5)
	movel _origin+4,14(a5)
	movel d7,d0
	extl d0
	addw d0,10(a5)
	cmpl #3,d7
	jge L73
	movel a5,d0
	addl #22,d0
	jra L74
L73:
	moveq #0,d0
L74:
	movel d0,18(a5)
L72:
	addl #22,a5
	addql #1,d7
L70:
	cmpl #_nodes+88,a5
	jcs L69
L71:
L68:
	moveml -8(a6),d7/a5
	unlk a6
	rts
	.even
	.globl _strings
_strings:
	link a6,#-12
	moveml d7/a4-a5,-(sp)
	movel #1751480576,-12(a6)
	lea -12(a6),a0
	addql #3,a0
	movel a0,a4
	moveq #0,d7
	movel #_words,a5
	jra L77
L76:
	movel (a5),a0
	moveb (a0),d0
	extbl d0
	addl #-96,d0
	addl d0,d7
L79:
	addql #4,a5
L77:
	tstl (a5)
	jne L76
L78:
	movel a4,a0
	addql #1,a4
	moveb #33,(a0)
	clrb (a4)
	cmpb #33,-9(a6)
	jne L80
	tstb -8(a6)
	jne L80
	moveq #1,d0
	jra L81
L80:
	moveq #0,d0
L81:
	addl d0,d7
	movel d7,d0
	mulsl #10,d0
	lea -12(a6),a0
	movel a4,d1
	subl a0,d1
	addl d1,d0
L75:
	moveml -24(a6),d7/a4-a5
	unlk a6
	rts
	.even
	.globl _compound
_compound:
	link a6,#0
	moveml d4-d7,-(sp)
	moveq #7,d7
	movel #-559038737,d6
	moveq #100,d5
	movel #-300,d4
	addl 8(a6),d7
	subql #2,d7
	movel d7,d0
	mulsl #3,d0
	movel d0,d7
	movel d7,d0
	tstl d0
	jge L83
	addql #1,d0
L83:
	asrl #1,d0
	movel d0,d7
	movel d7,d0
	divsll #1000,d1:d0
	movel d1,d7
	movel d7,d0
	lsll #2,d0
	movel d0,d7
	movel d7,d0
	asrl #1,d0
	movel d0,d7
	andl #2047,d7
	orl #4096,d7
	eorl #85,d7
	movel d6,d0
	lsrl #4,d0
	movel d0,d6
	movel d6,d0
	divul #3,d0
	movel d0,d6
	addl #50,d5
	extbl d5
	movel d4,d0
	lsll #1,d0
	extl d0
	movel d0,d4
	movel d6,d0
	andl #65535,d0
	addl d7,d0
	addl d5,d0
	addl d4,d0
L82:
	moveml -16(a6),d4-d7
	unlk a6
	rts
	.even
	.globl _logic
_logic:
	link a6,#0
	moveml d5-d7,-(sp)
	movel 8(a6),d5
	movel 12(a6),d7
	moveq #0,d6
	tstl d5
	jeq L85
	tstl d7
	jeq L85
	orl #1,d6
L85:
	tstl d5
	jne L87
	tstl d7
	jeq L86
L87:
	orl #2,d6
L86:
	tstl d5
	jne L88
	orl #4,d6
L88:
	cmpl d7,d5
	jgt L90
	cmpl d7,d5
	jne L89
	tstl d7
	jeq L89
L90:
	orl #8,d6
L89:
	cmpl d7,d5
	jgt L91
	tstl d7
	jlt L91
	orl #16,d6
L91:
	tstl d5
	sge d0
	negb d0
	extbl d0
	tstl d7
	sge d1
	negb d1
	extbl d1
	lsll #1,d1
	addl d1,d0
	addl d0,d6
	movel d6,d0
L84:
	moveml -12(a6),d5-d7
	unlk a6
	rts
	.even
	.globl _unsigned_cmp
_unsigned_cmp:
	link a6,#0
	movel 8(a6),d0
	cmpl 12(a6),d0
	scs d0
	negb d0
	extbl d0
	lsll #2,d0
	movel 8(a6),d1
	cmpl 12(a6),d1
	scc d1
	negb d1
	extbl d1
	lsll #1,d1
	addl d1,d0
	moveb 19(a6),d1
	andl #255,d1
	cmpl #128,d1
	sgt d1
	negb d1
	extbl d1
	addl d1,d0
	cmpb #3,19(a6)
	scs d1
	negb d1
	extbl d1
	addl d1,d0
L92:
	unlk a6
	rts
	.even
	.globl _jumps
_jumps:
	link a6,#0
	moveml d5-d7,-(sp)
	moveq #0,d5
	moveq #0,d7
	moveq #50,d6
L93:
	addl d5,d7
	addql #1,d5
	cmpl 8(a6),d5
	jge L95
	jra L93
L95:
L96:
	cmpl d6,d7
	jle L99
	jra L98
L99:
	addql #7,d7
L97:
	jra L96
L98:
L100:
	subql #1,d7
L101:
	movel d7,d0
	divsll #3,d1:d0
	tstl d1
	jne L100
L102:
	movel d7,d0
L94:
	moveml -12(a6),d5-d7
	unlk a6
	rts
	.even
	.globl _pointers
_pointers:
	link a6,#-24
	moveml d7/a4-a5,-(sp)
	lea -20(a6),a0
	movel a0,a5
	lea -20(a6),a0
	addl #16,a0
	movel a0,a4
	moveq #0,d7
	jra L105
L104:
	movel a5,a0
	addql #4,a5
	movel d7,d0
	mulsl #3,d0
	movel d0,(a0)
L107:
	addql #1,d7
L105:
	cmpl #5,d7
	jlt L104
L106:
	lea -20(a6),a0
	movel a0,a5
	movel #16909060,-24(a6)
	movel a4,d0
	subl a5,d0
	tstl d0
	jge L108
	addql #3,d0
L108:
	asrl #2,d0
	addl -4(a4),d0
	addl 8(a5),d0
	moveb -24(a6),d1
	andl #255,d1
	addl d1,d0
	moveb -21(a6),d1
	andl #255,d1
	addl d1,d0
	addql #4,d0
	lea -20(a6),a0
	addl #12,a0
	lea -20(a6),a1
	movel a0,d1
	subl a1,d1
	tstl d1
	jge L109
	addql #3,d1
L109:
	asrl #2,d1
	addl d1,d0
L103:
	moveml -36(a6),d7/a4-a5
	unlk a6
	rts
	.even
	.globl _conversions
_conversions:
	link a6,#-16
	moveml d6-d7,-(sp)
	moveb 11(a6),-1(a6)
	moveb 11(a6),d0
	andl #255,d0
	movel d0,d7
	movel 8(a6),d0
	mulsl #300,d0
	extl d0
	movel d0,d6
	movel d6,d0
	andl #65535,d0
	movew d0,-4(a6)
	movel d7,d0
	extbl d0
	movel d0,-8(a6)
	lea 8(a6),a0
	movel a0,-12(a6)
	movel -12(a6),-16(a6)
	moveb -1(a6),d0
	extbl d0
	addl d7,d0
	addl d6,d0
	movew -4(a6),d1
	andl #65535,d1
	addl d1,d0
	addl -8(a6),d0
	movel -16(a6),a0
	movel (a0),d1
	cmpl 8(a6),d1
	seq d1
	negb d1
	extbl d1
	addl d1,d0
	addql #2,d0
L110:
	moveml -24(a6),d6-d7
	unlk a6
	rts
	.even
	.globl _side_effects
_side_effects:
	link a6,#0
	moveml d5-d7,-(sp)
	moveq #5,d7
	movel d7,d0
	addql #1,d7
	movel d0,d6
	addql #1,d7
	addl d7,d6
	subql #1,d7
	subql #1,d7
	movel d7,d0
	lsll #1,d0
	movel d0,d5
	cmpl d5,d6
	jle L112
	movel d6,d0
	subl d5,d0
	jra L113
L112:
	movel d5,d0
	subl d6,d0
L113:
	movel d0,d6
	tstl d7
	jeq L114
	moveq #1,d0
	jra L115
L114:
	moveq #0,d0
L115:
	addl d6,d0
	moveq #3,d5
	movel d5,d1
	addql #1,d1
	addl d1,d0
L111:
	moveml -12(a6),d5-d7
	unlk a6
	rts
LC4:
	.ascii "aeiou 09\000"
	.even
	.globl _main
_main:
	link a6,#-20
	moveml d6-d7,-(sp)
	moveq #0,d6
	clrl -8(a6)
	clrl -4(a6)
	movew #3,-8(a6)
	moveb #4,-6(a6)
	movel #5,-4(a6)
	pea _banner
	jbsr _put_str
	addql #4,sp
	jbsr _build
	movel #_add,-20(a6)
	movel #_sub,-16(a6)
	movel #_mul,-12(a6)
	moveq #0,d7
	jra L118
L117:
	movel #7,-(sp)
	movel d7,d0
	addql #2,d0
	movel d0,-(sp)
	movel d7,d0
	lsll #2,d0
	movel -20(a6,d0.l),-(sp)
	jbsr _apply
	lea 12(sp),sp
	addl d0,d6
L120:
	addql #1,d7
L118:
	cmpl #3,d7
	jlt L117
L119:
	movel d6,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #12,-(sp)
	jbsr _fib
	addql #4,sp
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #12,-(sp)
	movel #305419896,-(sp)
	jbsr _bits
	addql #8,sp
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	moveq #0,d7
	moveq #0,d6
	jra L122
L121:
	movel d6,d0
	mulsl #3,d0
	movel d0,-(sp)
	movel d7,d0
	lea _banner,a0
	moveb 0(a0,d0.l),d0
	extbl d0
	movel d0,-(sp)
	jbsr _classify
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	addl d1,d0
	movel d0,-(sp)
	movel d7,d0
	divsll #8,d1:d0
	lea LC4,a0
	moveb 0(a0,d1.l),d0
	extbl d0
	movel d0,-(sp)
	jbsr _classify
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	addl d1,d0
	movel d0,d6
L124:
	addql #1,d7
L122:
	movel d7,d0
	lea _banner,a0
	tstb 0(a0,d0.l)
	jne L121
L123:
	movel d6,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #-7,-(sp)
	jbsr _sparse
	addql #4,sp
	movel d0,-(sp)
	movel #40000,-(sp)
	jbsr _sparse
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	mulsl #10,d1
	addl d1,d0
	movel d0,-(sp)
	movel #5,-(sp)
	jbsr _sparse
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	mulsl #100,d1
	addl d1,d0
	movel d0,-(sp)
	movel #123456,-(sp)
	jbsr _sparse
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	mulsl #1000,d1
	addl d1,d0
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel _head,-(sp)
	jbsr _list_sum
	addql #4,sp
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	jbsr _strings
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #123,-(sp)
	jbsr _compound
	addql #4,sp
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #5,-(sp)
	movel #0,-(sp)
	jbsr _logic
	addql #8,sp
	mulsl #100,d0
	movel d0,-(sp)
	movel #3,-(sp)
	movel #3,-(sp)
	jbsr _logic
	addql #8,sp
	movel d0,d1
	movel (sp)+,d0
	addl d1,d0
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #200,-(sp)
	movel #-1,-(sp)
	movel #1,-(sp)
	jbsr _unsigned_cmp
	lea 12(sp),sp
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #6,-(sp)
	jbsr _jumps
	addql #4,sp
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	jbsr _pointers
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #200,-(sp)
	jbsr _conversions
	addql #4,sp
	movel d0,-(sp)
	movel #-3,-(sp)
	jbsr _conversions
	addql #4,sp
	movel d0,d1
	movel (sp)+,d0
	addl d1,d0
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	jbsr _side_effects
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movel #6,-(sp)
	movel #7,-(sp)
	jbsr _scale
	addql #8,sp
	addl _table+24,d0
	movel _tail_ptr,a0
	addl (a0),d0
	movew _shorts+2,d1
	extl d1
	addl d1,d0
	moveb _letters+4,d1
	extbl d1
	addl d1,d0
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	movew -8(a6),d0
	extl d0
	moveb -6(a6),d1
	andl #255,d1
	addl d1,d0
	addl -4(a6),d0
	moveb _origin+2,d1
	andl #255,d1
	addl d1,d0
	addl #21,d0
	movel d0,-(sp)
	jbsr _put_num
	addql #4,sp
	moveq #0,d7
	moveq #0,d6
	jra L126
L125:
	jbsr _next_rand
	eorl d0,d6
L128:
	addql #1,d7
L126:
	cmpl #10,d7
	jlt L125
L127:
	movel d6,d0
	addl d0,_total
	movel _total,-(sp)
	jbsr _put_num
	addql #4,sp
	moveq #0,d0
L116:
	moveml -28(a6),d6-d7
	unlk a6
	rts
	.comm _nodes,88
	.comm _total,4
	.lcomm _obuf,16
